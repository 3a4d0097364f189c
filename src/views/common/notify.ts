// Toasts from code that is part of the first render (the root actor's effects), without putting
// react-hot-toast into the first bundle: the module arrives on the first toast, or earlier with
// the Toaster that AppFrame loads right after the first render. Screens that are lazy chunks can
// import react-hot-toast directly.
//
// One toast per message: the same message again replaces the toast on screen instead of stacking
// a copy over the form (a toast's id defaults to its kind and text). `id` names a toast that
// another effect dismisses later (a failed login's error, once a login succeeds).
type ToastKind = "success" | "error" | "blank";

export function notify(kind: ToastKind, message: string, id = `${kind}:${message}`): void {
  void import("react-hot-toast").then(({ toast }) => {
    if (kind === "blank") toast(message, { id });
    else toast[kind](message, { id });
  });
}

export function dismissToast(id: string): void {
  void import("react-hot-toast").then(({ toast }) => toast.dismiss(id));
}

/** Ids of toasts that a later event takes away. */
export const TOAST_IDS = {
  /** A partner login's error; gone when a login succeeds. */
  partnerLoginFailed: "partner-login-failed",
  /** 'Your session has ended…'; gone when the user logs in again. */
  sessionEnded: "session-ended",
  /** 'Please login agian' (a partner's session ended); gone when a partner logs in again. */
  partnerSessionExpired: "partner-session-expired",
} as const;
