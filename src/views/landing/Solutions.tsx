// Solutions: the eight services, each marked active (with where it is offered) or in progress.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { Badge } from "../kit/Badge";
import { Card } from "../kit/Card";
import { colors } from "../kit/styles";
import { Grid, landingCard, Section } from "./Section";

type SolutionKey = "swing" | "gainers" | "dayTrading" | "news" | "advanced" | "custom" | "analysis" | "history";

/** The services of the product and their state: where an active one is offered. */
export const SOLUTIONS: readonly { key: SolutionKey; status: "active" | "inProgress"; where?: "platform" | "group" }[] =
  [
    { key: "swing", status: "active", where: "platform" },
    { key: "gainers", status: "active", where: "group" },
    { key: "dayTrading", status: "active", where: "group" },
    { key: "news", status: "active", where: "group" },
    { key: "advanced", status: "inProgress" },
    { key: "custom", status: "inProgress" },
    { key: "analysis", status: "inProgress" },
    { key: "history", status: "inProgress" },
  ];

const Where = styled("p")`
  && { margin-block-start: auto; padding-block-start: 0.5rem; font-size: 0.85rem; color: ${colors.muted}; }
`;

export function Solutions() {
  const { LL } = useI18nContext();
  const s = LL.landing.solutions;
  return (
    <Section id="solutions" title={s.title()} subtitle={s.subtitle()}>
      <Grid $min="15rem">
        {SOLUTIONS.map(({ key, status, where }) => (
          <Card $look="raised" as="li" className={landingCard} key={key} data-status={status}>
            <Badge $tone={status === "active" ? "active" : "progress"}>
              {status === "active" ? s.active() : s.inProgress()}
            </Badge>
            <h3>{s[key].title()}</h3>
            <p>{s[key].text()}</p>
            {where ? <Where>{where === "platform" ? s.onPlatform() : s.inGroup()}</Where> : null}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
