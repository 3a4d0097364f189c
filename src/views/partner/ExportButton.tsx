// The download button of a screen saved as an image (./exportImage.ts), and the mark that keeps
// an element out of that image.
import { Button } from "../kit/Button";
import { DownloadIcon } from "./icons";

/** Marks an element to be left out of the exported image (the download button). */
export const EXPORT_EXCLUDE = { "data-export": "exclude" } as const;

/** The primary download button of a screen; never part of the image it saves. */
export function ExportButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button $look="partner" type="button" className="primary" {...EXPORT_EXCLUDE} disabled={disabled} onClick={onClick}>
      <DownloadIcon />
      {label}
    </Button>
  );
}
