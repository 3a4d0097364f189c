// The footer: the brand, the section links, the contact links and channel (brand
// configuration), the Partner Portal button and the copyright with the current year.
import { styled } from "goober";
import type { ReactNode } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useBrand } from "../brand";
import { colors, layout, radii } from "../kit/styles";
import { VisuallyHidden } from "../kit/VisuallyHidden";
import { RouteLink } from "../navigation";
import { RocketMark } from "./RocketMark";
import { SECTION_IDS } from "./TopBar";

const Wrap = styled("footer")`
  border-block-start: 1px solid ${colors.border};
  background: ${colors.surface};
  padding-block: 3.5rem 2rem;
  padding-inline: ${layout.gutter};
`;

const Columns = styled("div")`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: 2rem;
  max-inline-size: ${layout.maxWidth};
  margin-inline: auto;
  h2 { margin: 0 0 0.9rem; font-size: 0.95rem; color: ${colors.text}; }
  p { margin: 0; color: ${colors.muted}; line-height: 1.6; }
  ul { display: grid; gap: 0.55rem; margin: 0; padding: 0; list-style: none; }
  a { color: ${colors.muted}; text-decoration: none; overflow-wrap: anywhere; }
  ul a:hover { color: ${colors.text}; text-decoration: underline; }
  nav a { text-transform: capitalize; }
`;

const Brand = styled("div")`
  display: grid;
  gap: 0.9rem;
  align-content: start;
  strong { display: inline-flex; align-items: center; gap: 0.5rem; font-size: 1.15rem; }
`;

const PortalButton = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-block-start: 1rem;
  min-block-size: 2.75rem;
  padding-inline: 1.25rem;
  border-radius: ${radii.pill};
  background: linear-gradient(90deg, #6d4ff0, #8b6cff);
  && { color: ${colors.primaryText}; font-weight: 700; }
  &:hover { filter: brightness(1.1); }
`;

const Bottom = styled("div")`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  max-inline-size: ${layout.maxWidth};
  margin: 2.5rem auto 0;
  padding-block-start: 1.5rem;
  border-block-start: 1px solid ${colors.border};
  color: ${colors.muted};
  font-size: 0.875rem;
  p { margin: 0; }
  a { color: ${colors.text}; }
`;

/** Stands for a Latin value inside a translated sentence until the view isolates it. */
const HOLE = "\u0000";

/**
 * A sentence with a left-to-right value (the social handle "@rockets") in a bidi isolate, so an
 * Arabic sentence does not turn it into "rockets@".
 */
function Isolated({ text, value }: { text: string; value: string }) {
  const [before = "", after = ""] = text.split(HOLE);
  return (
    <>
      {before}
      <bdi dir="ltr">{value}</bdi>
      {after}
    </>
  );
}

function External({ href, children, newTab }: { href: string; children: ReactNode; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {newTab}</VisuallyHidden>
    </a>
  );
}

export function Footer() {
  const { LL } = useI18nContext();
  const b = useBrand();
  const f = LL.landing.footer;
  const nav = LL.landing.nav;
  const labels = {
    features: nav.features(),
    solutions: nav.solutions(),
    pricing: nav.pricing(),
    insights: nav.insights(),
  };
  return (
    <Wrap>
      <Columns>
        <Brand>
          <strong>
            <RocketMark size={26} />
            {b.product}
          </strong>
          <p>{f.tagline()}</p>
        </Brand>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">{f.explore()}</h2>
          <ul>
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{labels[id]}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{f.contact()}</h2>
          <ul>
            <li>
              <External href={b.socialUrl} newTab={f.newTab()}>
                <Isolated text={f.social({ handle: HOLE })} value={b.socialHandle} />
              </External>
            </li>
            <li>
              <External href={b.supportChatUrl} newTab={f.newTab()}>
                {f.supportChat()}
              </External>
            </li>
            <li>
              <a href={`mailto:${b.supportEmail}`}>{f.email({ email: b.supportEmail })}</a>
            </li>
            <li>
              <External href={b.channelUrl} newTab={f.newTab()}>
                {f.channel()}
              </External>
            </li>
          </ul>
        </div>
        <div>
          <h2>{f.partners()}</h2>
          <p>{f.partnerText()}</p>
          <PortalButton to="/partner/login">{f.partnerPortal()}</PortalButton>
        </div>
      </Columns>
      <Bottom>
        <p>{LL.common.copyright({ year: new Date().getFullYear(), provider: b.provider })}</p>
        <p>
          {f.disclaimer()} <RouteLink to="/disclaimer">{LL.common.disclaimerLink()}</RouteLink>
        </p>
      </Bottom>
    </Wrap>
  );
}
