// The partner newsletter's texts (/partner/news/newsletter, the confirm and unsubscribe pages,
// and the e-mails): a namespace of its own, loaded with its routes; the server reads the e-mails'
// and the errors' texts from it too.
import type { BaseTranslation } from "../../i18n-types";

const en_newsletter = {
  mail: {
    confirmSubject: "Confirm your subscription to {partner}'s market newsletter",
    confirmIntro: "{partner} added this address to its market newsletter, sent with {product}.",
    confirmAction: "To receive it, confirm your subscription:",
    confirmIgnore: "If you did not ask for it, ignore this e-mail: nothing will be sent to you.",
    confirmExpiry: "The link works for 7 days.",
    footer: "You receive this because you subscribed to {partner}'s newsletter.",
    unsubscribe: "Unsubscribe with one click:",
    disclaimer: "For information only, not investment advice.",
  },
  errors: {
    subscriber_exists: "This address is on your list already.",
    subscriber_not_found: "This subscriber is not on your list.",
    subscriber_limit: "A list holds at most {max} subscribers.",
    draft_not_found: "This draft no longer exists.",
    draft_limit: "You can keep at most {max} drafts. Delete one first.",
    draft_empty: "Write the subject and the text of at least one language before sending.",
    send_not_found: "This send no longer exists.",
    send_state: "This send can no longer be changed.",
    send_limit: "At most {max} sends a day. Try again tomorrow.",
    schedule_past: "Pick a time from now to {days} days ahead.",
    csv_empty: "The file has no addresses.",
    csv_too_large: "The file is larger than {max} MB.",
    csv_rows: "The file has more than {max} rows.",
    token_invalid: "This link is not valid or has expired.",
  },
} satisfies BaseTranslation;

export default en_newsletter;
