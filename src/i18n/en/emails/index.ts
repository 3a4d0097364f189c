// Texts of the account e-mails sent by the server only (the sign-in link, a registration of a taken
// address): a namespace of its own, so the landing page does not ship them (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_emails = {
  linkMail: {
    register: "Or open this link and confirm to finish creating your account (it works once, for 5 minutes):",
    signIn:
      "Or open this link and confirm to sign in (it works once, for 5 minutes, even if someone typed wrong codes):",
    button: "Open the sign-in link",
  },
  registerNoticeMail: {
    subject: "Someone tried to register with your {product:string} address",
    intro:
      "Someone just tried to create a new {product:string} account with this e-mail address. You already have an account, so nothing was created or changed.",
    signIn: "If it was you, simply sign in. If you forgot your password, sign in with a code e-mailed to you.",
    ignore: "If it was not you, you can ignore this e-mail: your account is safe.",
  },
} satisfies BaseTranslation;

export default en_emails;
