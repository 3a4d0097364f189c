// 'Copy diagnostic': copies the recorded flows (the last events of the login, registration, code
// and partner-login actors, secrets removed) as JSON, for the user to paste into a message to
// support. Support replays it with `npm run replay -- trace.json`. It is for the few who need
// support, so it waits behind a small 'Having trouble?' disclosure instead of sitting in the form.

import { styled } from "goober";
import { flowRecorder } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { Button } from "../kit/Button";
import { colors } from "../kit/styles";
import { notify } from "./notify";

const Trouble = styled("details")`
  margin-block: 1rem 0;
  color: ${colors.muted};
  font-size: 0.9rem;
  summary {
    inline-size: fit-content;
    min-block-size: 1.5rem;
    line-height: 1.5rem;
    cursor: pointer;
    color: ${colors.accent};
    text-decoration: underline;
  }
  summary:focus-visible { outline: 2px solid ${colors.primary}; outline-offset: 2px; }
  p { margin: 0.5rem 0; }
`;

export function CopyDiagnostic(props: { machines: readonly string[] }) {
  const { LL } = useI18nContext();
  const copy = async () => {
    const text = JSON.stringify(flowRecorder.diagnostic(props.machines), null, 2);
    try {
      await navigator.clipboard.writeText(text);
      notify("success", LL.common.diagnostic.copied());
    } catch {
      notify("error", LL.common.diagnostic.copyFailed());
    }
  };
  return (
    <Trouble data-testid="having-trouble">
      <summary>{LL.signIn.trouble()}</summary>
      <p>{LL.signIn.troubleHint()}</p>
      <Button type="button" $variant="ghost" data-testid="copy-diagnostic" onClick={copy}>
        {LL.common.diagnostic.copy()}
      </Button>
    </Trouble>
  );
}
