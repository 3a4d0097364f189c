// The team screens' states while their data is read: a busy line, or what could not be read with
// a button that asks again.
import { Problem, SmallButton } from "./styles";

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" aria-busy="true">
      {text}
    </p>
  );
}

export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <Problem>{message}</Problem>
      <SmallButton type="button" onClick={onRetry}>
        {retry}
      </SmallButton>
    </div>
  );
}
