// Names people type (a watchlist called "MyVeryLongWatchlistNameWithoutAnySpaces…") must not
// push buttons out of a dialog or a card. `LongName` keeps a name on one line and cuts it with
// an ellipsis; `LongText` lets a sentence that contains one break anywhere. Both carry the
// whole name in `title`, so it can still be read in full.
import { styled } from "goober";

const Truncated = styled("bdi")`
  display: inline-block;
  max-inline-size: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const Breaking = styled("span")`
  overflow-wrap: anywhere;
`;

/** A name someone typed, in whatever script (marked data-user-text: no page text to translate). */
export function LongName({ name }: { name: string }) {
  return (
    <Truncated title={name} data-user-text="">
      {name}
    </Truncated>
  );
}

export function LongText({ text, name }: { text: string; name: string }) {
  return <Breaking title={name}>{text}</Breaking>;
}
