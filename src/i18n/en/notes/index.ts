// Notes Helper's texts: the dashboard's list of every note, the ticker page's notes of one
// symbol, and the server's errors for notes (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_notes = {
  intro: "Your private notes on symbols. Only you can see them; write one from any ticker page or here.",
  symbolTitle: "My notes",
  symbolIntro: "Private: only you can see these notes.",
  symbolField: "Symbol",
  textField: "Note",
  placeholder: "What do you want to remember?",
  add: "Add note",
  adding: "Saving...",
  edit: "Edit",
  editLabel: "Edit note on {symbol:string}",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  delete: "Delete",
  deleteLabel: "Delete note on {symbol:string}",
  confirmDelete: "Delete this note for good?",
  confirm: "Delete",
  keep: "Keep",
  saved: "Note saved.",
  deleted: "Note deleted.",
  empty: "You have no notes yet.",
  emptySymbol: "No notes on this symbol yet.",
  loading: "Loading notes...",
  failed: "Your notes could not be loaded.",
  retry: "Try again",
  count: "Notes: {count:number} of {max:number}",
  chars: "{count:number} / {max:number} characters",
  updated: "Updated {date:string}",
  openTicker: "Open the {symbol:string} ticker page",
  failedAction: "That did not work. Please try again.",
  errors: {
    note_not_found: "This note no longer exists.",
    note_limit: "You can keep at most {max:number} notes. Delete one before adding another.",
    required: "Write something in the note.",
    tooLong: "A note is at most {max:number} characters.",
    forbidden: "The note contains control characters that are not allowed.",
    symbol: "“{symbol:string}” is not a listed symbol.",
  },
} satisfies BaseTranslation;

export default en_notes;
