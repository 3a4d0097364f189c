// Settings: the button toggling light and dark, and the three themes with their colours;
// the choice is kept in localStorage `theme` by the theme machine's injected action.
import { css, styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { THEME_NAMES } from "../../machines/partner/theme.machine";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { Screen, Sheet } from "../kit/Page";
import { useThemeActor, useThemeName } from "./theme";
import { type PartnerTheme, THEMES } from "./themes";

const FIELDS = ["background", "text", "primary", "secondary", "accent", "logoText"] as const;

const Cards = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

const themeCard = css`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  &[data-current="true"] {
    border-color: var(--p-primary);
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.35rem 0.6rem;
    align-items: center;
    font-size: 0.85rem;
  }
  dt {
    display: flex;
    align-items: center;
    gap: 0.45rem;
  }
  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    direction: ltr;
    text-align: end;
  }
  .swatch {
    inline-size: 1rem;
    block-size: 1rem;
    border-radius: 4px;
    border: 1px solid var(--p-border);
  }
`;

function Swatches({ theme }: { theme: PartnerTheme }) {
  const { LL } = useI18nContext();
  return (
    <dl>
      {FIELDS.map((field) => (
        <div key={field} style={{ display: "contents" }}>
          <dt>
            <span className="swatch" style={{ background: theme[field] }} />
            {LL.partner.settings.fields[field]()}
          </dt>
          <dd>{theme[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SettingsPage() {
  const { LL } = useI18nContext();
  const theme = useThemeActor();
  const current = useThemeName(theme);
  const toLight = current !== "light";
  return (
    <Screen data-screen="PartnerSettings">
      <Sheet>
        <h1 id="settings-title">{LL.partner.settings.title()}</h1>
        <h2>{LL.partner.settings.themeHeading()}</h2>
        <p data-testid="current-theme">
          {LL.partner.settings.current({ name: LL.partner.settings.themes[current]() })}
        </p>
        <div>
          <Button
            $look="partner"
            type="button"
            className="primary"
            onClick={() => theme.send({ type: "theme.toggle" })}
          >
            {toLight ? LL.partner.settings.toggleToLight() : LL.partner.settings.toggleToDark()}
          </Button>
        </div>
        <h2>{LL.partner.settings.choose()}</h2>
        <Cards>
          {THEME_NAMES.map((name) => (
            <li key={name}>
              <Card $look="partner" as="div" className={themeCard} data-current={String(current === name)}>
                <Button
                  $look="partner"
                  type="button"
                  aria-pressed={current === name}
                  onClick={() => theme.send({ type: "theme.select", theme: name })}
                >
                  {LL.partner.settings.themes[name]()}
                </Button>
                <Swatches theme={THEMES[name]} />
              </Card>
            </li>
          ))}
        </Cards>
      </Sheet>
    </Screen>
  );
}
