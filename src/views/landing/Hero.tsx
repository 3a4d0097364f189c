// The hero: headline, subtitle, the two calls to action, three key numbers and the partner
// logos (from the brand configuration).
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { partnerLogos } from "../../shared/brand";
import { useBrand } from "../brand";
import { colors, layout, radii } from "../kit/styles";
import { isPlainClick } from "../navigation";
import { type ScreenerPath, useScreenerChoose } from "./ScreenerMenu";

const Wrap = styled("section")`
  position: relative;
  overflow: hidden;
  padding-block: clamp(3.5rem, 10vw, 7rem) clamp(2.5rem, 6vw, 4rem);
  padding-inline: ${layout.gutter};
  background:
    radial-gradient(60rem 28rem at 50% -8rem, rgba(139, 108, 255, 0.28), transparent 70%),
    radial-gradient(30rem 20rem at 85% 30%, rgba(46, 230, 168, 0.1), transparent 70%);
  text-align: center;
`;

const Inner = styled("div")`
  max-inline-size: 52rem;
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.25rem;
`;

const Eyebrow = styled("p")`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.35rem 0.85rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: rgba(17, 24, 49, 0.7);
  color: ${colors.accent};
  font-size: 0.9rem;
  font-weight: 600;
  &::before {
    content: "";
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: 50%;
    background: ${colors.accent};
    box-shadow: 0 0 0 4px rgba(46, 230, 168, 0.18);
  }
`;

const Title = styled("h1")`
  margin: 0;
  font-size: clamp(2.3rem, 6.5vw, 4.25rem);
  line-height: 1.08;
  letter-spacing: -0.025em;
  font-weight: 800;
  text-wrap: balance;
  background: linear-gradient(180deg, #ffffff 30%, #c9c0ff);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  :lang(ar) & { line-height: 1.3; letter-spacing: 0; }
`;

const Subtitle = styled("p")`
  margin: 0;
  max-inline-size: 40rem;
  color: ${colors.muted};
  font-size: clamp(1.05rem, 2.2vw, 1.25rem);
  line-height: 1.65;
  text-wrap: pretty;
`;

const Actions = styled("div")`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-block-start: 0.5rem;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: 3rem;
    padding-inline: 1.4rem;
    border-radius: ${radii.pill};
    font-weight: 700;
    text-decoration: none;
  }
  a:first-child {
    background: linear-gradient(90deg, #6d4ff0, #8b6cff);
    color: ${colors.primaryText};
    box-shadow: 0 10px 30px rgba(109, 79, 240, 0.35);
  }
  a:last-child { border: 1px solid ${colors.border}; color: ${colors.text}; background: rgba(17, 24, 49, 0.7); }
  a:hover { filter: brightness(1.1); }
`;

const Stats = styled("dl")`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  inline-size: min(100%, 36rem);
  margin: 1.5rem 0 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    /* Figures at the top of every box, whatever the length of the label under them. */
    justify-content: flex-end;
    gap: 0.2rem;
    padding: 0.9rem 0.5rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: rgba(17, 24, 49, 0.6);
  }
  dt { color: ${colors.muted}; font-size: 0.85rem; line-height: 1.35; }
  /* A fixed line height: "1 ث" (Arabic glyphs, taller font metrics) sits on the same baseline as "4". */
  dd { margin: 0; font-size: 1.6rem; line-height: 2.2rem; font-weight: 800; color: ${colors.text}; }
`;

const Logos = styled("div")`
  max-inline-size: ${layout.maxWidth};
  margin: clamp(2.5rem, 6vw, 4rem) auto 0;
  p { margin: 0 0 1.25rem; color: ${colors.muted}; font-size: 0.9rem; }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 1rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  img { display: block; block-size: 1.5rem; inline-size: auto; opacity: 0.85; }
  @media (min-width: 768px) {
    ul { gap: 1.25rem 2.5rem; }
    img { block-size: 2rem; }
  }
`;

/** `onChoose`: what the "Open Rockets Invest" call to action does (the Screener choice of the top bar). */
export function Hero({ onChoose }: { onChoose?: (to: ScreenerPath) => void }) {
  const { LL } = useI18nContext();
  const b = useBrand();
  const defaultChoose = useScreenerChoose();
  const choose = onChoose ?? defaultChoose;
  return (
    <Wrap aria-labelledby="hero-title">
      <Inner>
        <Eyebrow>{LL.landing.hero.eyebrow()}</Eyebrow>
        <Title id="hero-title">{LL.landing.hero.title()}</Title>
        <Subtitle>{LL.landing.hero.subtitle({ product: b.product })}</Subtitle>
        <Actions>
          <a
            href="/investment-screener"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              choose("/investment-screener");
            }}
          >
            {LL.landing.hero.primaryCta()}
          </a>
          <a href="#solutions">{LL.landing.hero.secondaryCta()}</a>
        </Actions>
        <Stats>
          <div>
            <dt>{LL.landing.hero.stat1Label()}</dt>
            <dd>{LL.landing.hero.stat1Value()}</dd>
          </div>
          <div>
            <dt>{LL.landing.hero.stat2Label()}</dt>
            <dd>{LL.landing.hero.stat2Value()}</dd>
          </div>
          <div>
            <dt>{LL.landing.hero.stat3Label()}</dt>
            <dd>{LL.landing.hero.stat3Value()}</dd>
          </div>
        </Stats>
      </Inner>
      <Logos>
        <p>{LL.landing.hero.partners()}</p>
        <ul>
          {partnerLogos(b).map((logo) => (
            <li key={logo.src}>
              <img src={logo.src} alt={logo.name} width="200" height="40" loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </Logos>
    </Wrap>
  );
}
