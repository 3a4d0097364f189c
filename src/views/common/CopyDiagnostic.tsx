// 'Copy diagnostic': copies the recorded flows (the last events of the login, registration and
// partner-login actors, secrets removed) as JSON, for the user to paste into a message to support.
// Support replays it with `npm run replay -- trace.json`.

import { styled } from "goober";
import { flowRecorder } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { Button } from "../portal/ui";
import { notify } from "./notify";

const Row = styled("div")`
  display: flex;
  justify-content: flex-start;
  margin-block: 0.75rem;
`;

export function CopyDiagnostic(props: { machines: readonly string[] }) {
  const { LL } = useI18nContext();
  const copy = async () => {
    const text = JSON.stringify(flowRecorder.diagnostic(props.machines), null, 2);
    try {
      await navigator.clipboard.writeText(text);
      notify("success", LL.support.diagnostic.copied());
    } catch {
      notify("error", LL.support.diagnostic.copyFailed());
    }
  };
  return (
    <Row>
      <Button type="button" $variant="ghost" data-testid="copy-diagnostic" onClick={copy}>
        {LL.support.diagnostic.copy()}
      </Button>
    </Row>
  );
}
