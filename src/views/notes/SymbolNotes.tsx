// The ticker page's Notes Helper section: the user's own notes on this symbol.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { colors, radii } from "../kit/styles";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { NotesPanel } from "./NotesPanel";

const Section = styled("section")`
  margin-block: 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  h2 { margin: 0 0 0.25rem; font-size: 1.15rem; }
`;

export function SymbolNotes({ symbol }: { symbol: string }) {
  return (
    <WithTexts namespace="notes">
      <Notes symbol={symbol} />
    </WithTexts>
  );
}

function Notes({ symbol }: { symbol: string }) {
  const { LL } = useI18nContext();
  return (
    <Section aria-labelledby="symbol-notes-title" data-testid="symbol-notes">
      <h2 id="symbol-notes-title">{LL.notes.symbolTitle()}</h2>
      <Muted $look="flush">{LL.notes.symbolIntro()}</Muted>
      <NotesPanel key={symbol} symbol={symbol} />
    </Section>
  );
}

/** The dashboard's Notes Helper section: every note of the user. */
export function NotesHelper() {
  return (
    <WithTexts namespace="notes">
      <AllNotes />
    </WithTexts>
  );
}

function AllNotes() {
  const { LL } = useI18nContext();
  return (
    <div data-testid="notes-helper">
      <Muted $look="flush">{LL.notes.intro()}</Muted>
      <NotesPanel symbol={null} />
    </div>
  );
}
