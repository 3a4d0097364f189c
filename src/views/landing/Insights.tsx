// Insights: six investment tips.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { Card } from "../kit/Card";
import { colors } from "../kit/styles";
import { Grid, landingCard, Section } from "./Section";

const TIPS = ["stopLoss", "sizing", "volume", "diversify", "calendar", "journal"] as const;

const TipNumber = styled("span")`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.accent};
`;

export function Insights() {
  const { LL } = useI18nContext();
  const t = LL.landing.insights;
  return (
    <Section id="insights" title={t.title()} subtitle={t.subtitle()} tint>
      <Grid $min="19rem">
        {TIPS.map((key, index) => (
          <Card $look="raised" as="li" className={landingCard} key={key}>
            <TipNumber>{t.tip({ n: index + 1 })}</TipNumber>
            <h3>{t[key].title()}</h3>
            <p>{t[key].text()}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
