// "Watch the market move": the two looping videos with their text alternatives.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { LoopVideo } from "./LoopVideo";
import { Section } from "./Section";

const Pair = styled("div")`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1.75rem;
`;

export function Media() {
  const { LL } = useI18nContext();
  const m = LL.landing.media;
  return (
    <Section id="watch" title={m.title()} subtitle={m.subtitle()}>
      <Pair>
        <LoopVideo
          name="market-chart"
          title={m.chartTitle()}
          description={m.chartText()}
          reducedMotionNote={m.reducedMotion()}
        />
        <LoopVideo
          name="top-gainers"
          title={m.gainersTitle()}
          description={m.gainersText()}
          reducedMotionNote={m.reducedMotion()}
        />
      </Pair>
    </Section>
  );
}
