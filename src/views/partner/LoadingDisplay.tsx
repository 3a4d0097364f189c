// The loading display of the partner and insight screens: a spinner (still when the visitor
// prefers reduced motion) and the three lines of the partner texts.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { spin } from "../kit/motion";

const LoadingBox = styled("div")`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  padding-block: 3rem;
  text-align: center;
  p {
    margin: 0;
  }
  .spinner {
    inline-size: 2.5rem;
    block-size: 2.5rem;
    border-radius: 50%;
    border: 4px solid var(--p-border);
    border-block-start-color: var(--p-accent);
    animation: ${spin} 0.9s linear infinite;
    margin-block-end: 0.5rem;
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
  .title {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

/** 'Loading...', 'Your adventure is about to begin', 'data is fetching...'. */
export function LoadingDisplay() {
  const { LL } = useI18nContext();
  return (
    <LoadingBox role="status" data-testid="partner-loading">
      <span className="spinner" aria-hidden="true" />
      <p className="title">{LL.partner.loading.title()}</p>
      <p>{LL.partner.loading.adventure()}</p>
      <p>{LL.partner.loading.fetching()}</p>
    </LoadingBox>
  );
}
