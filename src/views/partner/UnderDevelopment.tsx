// The placeholder of every partner section without its own screen: full-page dark, a
// spinning icon (still when the visitor prefers reduced motion), the title and the text
// ending 'Stay tuned'. Names come from the brand configuration.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { useBrand } from "../brand";
import { spin } from "../kit/motion";
import { BellIcon, GearIcon } from "./icons";
import { PLACEHOLDER_COLORS } from "./themes";

export const Dark = styled("div")`
  min-height: 100vh;
  box-sizing: border-box;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1.25rem;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${PLACEHOLDER_COLORS.background};
  color: ${PLACEHOLDER_COLORS.text};
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2.25rem);
  }
  p {
    margin: 0;
    max-width: 40rem;
    line-height: 1.7;
    font-size: 1.05rem;
  }
  .icon {
    font-size: 4rem;
    color: ${PLACEHOLDER_COLORS.accent};
    display: inline-grid;
  }
  .icon.spinning {
    animation: ${spin} 4s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .icon.spinning {
      animation: none;
    }
  }
`;

export function UnderDevelopment() {
  const { LL } = useI18nContext();
  const { provider, partner } = useBrand();
  return (
    <Dark data-screen="UnderDevelopment">
      <span className="icon spinning" data-testid="spinning-icon">
        <GearIcon />
      </span>
      <h1>{LL.partner.placeholder.title()}</h1>
      <p>{LL.partner.placeholder.text({ provider, partner })}</p>
    </Dark>
  );
}

/** Settings layout and access: the 'Alerts' placeholders. */
export function AlertsPlaceholder() {
  const { LL } = useI18nContext();
  return (
    <Dark data-screen="Alerts">
      <span className="icon">
        <BellIcon />
      </span>
      <h1>{LL.partner.alertsSettings.title()}</h1>
      <p>{LL.partner.alertsSettings.text()}</p>
    </Dark>
  );
}
