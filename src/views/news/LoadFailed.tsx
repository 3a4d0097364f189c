// The news screens' "could not be read" line, with the button that asks again (feed, recap, weekly).
import { useI18nContext } from "../../i18n/i18n-react";
import { Button } from "../kit/Button";

/** `message`: what could not be read, when it is not a report (the feed's events). */
export function NewsLoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { LL } = useI18nContext();
  return (
    <p role="alert">
      {message ?? LL.marketNews.failed()}{" "}
      <Button $look="partner" type="button" onClick={onRetry}>
        {LL.marketNews.retry()}
      </Button>
    </p>
  );
}
