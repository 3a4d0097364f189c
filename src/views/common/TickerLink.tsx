// A symbol that opens its ticker page: a real link (keyboard, middle click, copy address),
// left to right inside Arabic text. Inside the partner portal it opens the partner explorer.
import { Link } from "@tanstack/react-router";
import { css } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { colors } from "../kit/styles";

const link = css`
  color: inherit;
  font-weight: inherit;
  text-decoration: underline;
  text-decoration-color: ${colors.muted};
  text-underline-offset: 0.2em;
  unicode-bidi: isolate;
  &:hover { color: ${colors.accent}; text-decoration-color: currentColor; }
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; border-radius: 2px; }
`;

export function TickerLink(props: { symbol: string; partner?: boolean }) {
  const { LL } = useI18nContext();
  const { symbol } = props;
  const common = { dir: "ltr", title: LL.common.openTicker({ symbol }), className: link } as const;
  return props.partner ? (
    <Link to="/partner/tools/explorer" search={{ symbol }} {...common}>
      {symbol}
    </Link>
  ) : (
    <Link to="/ticker/$symbol" params={{ symbol }} {...common}>
      {symbol}
    </Link>
  );
}
