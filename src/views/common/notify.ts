// Toasts from code that is part of the first render (the root actor's effects), without putting
// react-hot-toast into the first bundle: the module arrives on the first toast, or earlier with
// the Toaster that AppFrame loads right after the first render. Screens that are lazy chunks can
// import react-hot-toast directly.
export type ToastKind = "success" | "error" | "blank";

export function notify(kind: ToastKind, message: string): void {
  void import("react-hot-toast").then(({ toast }) => {
    if (kind === "blank") toast(message);
    else toast[kind](message);
  });
}
