// The public disclaimer (/disclaimer), linked from the footer of every page: information only,
// not investment advice; where the prices on screen come from now (GET /market/status, as the
// price screens read it); the Shariah screen and the zakat calculator are not fatwas; no
// liability. Its long texts are the `disclaimer` namespace, loaded with the route.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { marketStatusMachine } from "../../machines/market/marketStatus.machine";
import { useBrand } from "../brand";
import { useDocumentTitle } from "../common/title";
import { colors, fonts } from "../kit/styles";
import { WithTexts } from "../kit/WithTexts";

const Page = styled("main")`
  min-height: 100vh;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  padding-block: 2rem 3rem;
  padding-inline: clamp(1rem, 5vw, 2.5rem);
  article { max-inline-size: 48rem; margin-inline: auto; line-height: 1.75; overflow-wrap: anywhere; }
  h1 { font-size: 1.75rem; margin-block: 0 1rem; }
  h2 { font-size: 1.15rem; margin-block: 1.75rem 0.5rem; color: ${colors.accent}; }
  p { margin-block: 0 0.75rem; }
  a { color: ${colors.accent}; }
  .source { border-inline-start: 3px solid ${colors.warning}; padding-inline-start: 1rem; font-weight: 600; }
`;

export function DisclaimerPage() {
  return (
    <WithTexts namespace="disclaimer">
      <Disclaimer />
    </WithTexts>
  );
}

/** What the data source is now: simulated, a named provider, or not known (yet). */
function DataSource() {
  const { LL } = useI18nContext();
  const D = LL.disclaimer.data;
  const actor = useActorRef(marketStatusMachine, { inspect });
  const status = useSelector(actor, (s) => s.context.status);
  const failed = useSelector(actor, (s) => s.matches("failed"));
  let text: string;
  if (status) text = status.simulated ? D.sources.sim() : D.sources[status.provider]();
  else text = failed ? D.unknown() : D.checking();
  return (
    <p className="source" data-testid="data-source" role="status">
      {text}
    </p>
  );
}

function Disclaimer() {
  const { LL } = useI18nContext();
  const D = LL.disclaimer;
  const { product, provider, supportEmail } = useBrand();
  useDocumentTitle(D.title());
  return (
    <Page id="main" data-screen="DisclaimerPage">
      <article>
        <h1>{D.title()}</h1>
        <p>{D.intro({ product })}</p>
        <h2>{D.info.title()}</h2>
        <p>{D.info.text({ product })}</p>
        <p>{D.info.decide()}</p>
        <h2>{D.data.title()}</h2>
        <p>{D.data.text()}</p>
        <DataSource />
        <h2>{D.shariah.title()}</h2>
        <p>{D.shariah.text()}</p>
        <h2>{D.liability.title()}</h2>
        <p>{D.liability.text({ product, provider })}</p>
        <h2>{D.contact.title()}</h2>
        <p>{D.contact.text({ email: supportEmail })}</p>
        <p>
          <Link to="/">{D.back()}</Link>
        </p>
      </article>
    </Page>
  );
}
