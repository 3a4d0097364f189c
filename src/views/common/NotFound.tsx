import { Link } from "@tanstack/react-router";
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { colors } from "../kit/styles";
import { useDocumentTitle } from "./title";

const Page = styled("main")`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 1rem;
  text-align: center;
  padding: 2rem;
  h1 { font-size: 2rem; margin: 0; }
  p { color: ${colors.muted}; margin: 0; }
  a { color: ${colors.accent}; }
`;

export function NotFound() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.common.notFoundTitle());
  return (
    <Page>
      <h1>{LL.common.notFoundTitle()}</h1>
      <p>{LL.common.notFoundText()}</p>
      <Link to="/">{LL.common.backHome()}</Link>
    </Page>
  );
}
