// The news screens' "could not be read" line, with the button that asks again (feed, recap, weekly).
import { useI18nContext } from "../../i18n/i18n-react";
import { Button } from "../kit/Button";

export function NewsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <p role="alert">
      {LL.marketNews.failed()}{" "}
      <Button $look="partner" type="button" onClick={onRetry}>
        {LL.marketNews.retry()}
      </Button>
    </p>
  );
}
