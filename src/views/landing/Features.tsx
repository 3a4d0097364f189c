// Features: six cards, each with an icon. The data card says "Real-time data" only while the
// server's quotes come from a real provider and are current (GET /market/status, live), and
// "Simulated data" under the simulated market.
import { useActorRef, useSelector } from "@xstate/react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { isLiveData, isSimulated, marketStatusMachine } from "../../machines/market/marketStatus.machine";
import { Card } from "../kit/Card";
import { Icon, IconBox } from "./Icon";
import { Grid, landingCard, Section } from "./Section";

const ICONS = {
  realtime: "M3 12h4l3-8 4 16 3-8h4",
  scanners: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M8 11h6M11 8v6",
  watchlists: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  markets: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18",
  bilingual: "M4 5h9M8.5 3v2M6 5c.5 3 3 6 6 7M11 5c-.6 3.4-3.2 6.4-7 8M13 21l4-9 4 9M14.5 18h5",
  security: "M12 3l7 3v5c0 4.6-3 8.5-7 10-4-1.5-7-5.4-7-10V6zM9 12l2 2 4-4",
} as const;

type FeatureKey = keyof typeof ICONS;
const KEYS = Object.keys(ICONS) as FeatureKey[];

export function Features() {
  const { LL } = useI18nContext();
  const f = LL.landing.features;
  const status = useActorRef(marketStatusMachine, { inspect });
  const live = useSelector(status, isLiveData);
  const simulated = useSelector(status, isSimulated);
  const title = (key: FeatureKey) =>
    key !== "realtime"
      ? f[key].title()
      : live
        ? f.realtime.titleLive()
        : simulated
          ? LL.market.simulated()
          : f.realtime.title();
  return (
    <Section id="features" title={f.title()} subtitle={f.subtitle()} tint>
      <Grid $min="20rem">
        {KEYS.map((key) => (
          <Card
            $look="raised"
            as="li"
            className={landingCard}
            key={key}
            data-feature={key}
            data-live={key === "realtime" ? String(live) : undefined}
          >
            <IconBox>
              <Icon d={ICONS[key]} />
            </IconBox>
            <h3>{title(key)}</h3>
            <p>{f[key].text()}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
