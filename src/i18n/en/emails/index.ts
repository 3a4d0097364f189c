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
  partnerLinkMail: {
    subject: "Your {product:string} partner portal sign-in link",
    intro:
      "Someone asked for a sign-in link to the {product:string} partner portal for this e-mail address. Open the link and press its button to sign in. It works once, for 15 minutes, even if others have typed wrong passwords.",
    account: "{partner:string} (partner ID {partnerID:string}):",
    member: "{partner:string} (partner ID {partnerID:string}), as a member of its team:",
    button: "Sign in to {partner:string}",
    ignore:
      "If you did not ask for it, you can ignore this e-mail: nobody can use the link without it, and your password and keys stay as they are.",
  },
  registerNoticeMail: {
    subject: "Someone tried to register with your {product:string} address",
    intro:
      "Someone just tried to create a new {product:string} account with this e-mail address. You already have an account, so nothing was created or changed.",
    signIn: "If it was you, simply sign in. If you forgot your password, sign in with a code e-mailed to you.",
    ignore: "If it was not you, you can ignore this e-mail: your account is safe.",
  },
  resetMail: {
    subject: "Reset your {product:string} password",
    intro: "Someone asked to reset the password of your {product:string} account. Use this code to choose a new one:",
    link: "Or open this link and confirm to choose a new password (it works once, even if someone typed wrong codes):",
    button: "Choose a new password",
    expiry: "The code and the link work for 5 minutes. Your password stays as it is until you choose a new one.",
    ignore: "If you did not ask for it, you can ignore this e-mail: nothing changes.",
  },
  passwordChangedMail: {
    subject: "Your {product:string} password was changed",
    intro:
      "The password of your {product:string} account was changed on {when:string}. Every other device was signed out.",
    notYou:
      'If it was not you, sign in with a code e-mailed to you ("Sign in with a code" on the login page), change your password at once and check your account.',
  },
  accountDeletedMail: {
    subject: "Your {product:string} account was deleted",
    intro:
      "Your {product:string} account and everything in it (watchlists, alerts, alert history, push subscriptions and sessions) were deleted on {when:string}.",
    after: "We keep nothing more about you. You are welcome to create a new account at any time.",
  },
  deleteCodeMail: {
    subject: "Your code to delete your {product:string} account",
    intro:
      "Someone signed in to your {product:string} account asked to delete it. Type this code on the account page to confirm:",
    expiry: "The code works once, for 5 minutes.",
    ignore: "If you did not ask for it, do not share the code, and change your password: your account stays as it is.",
  },
} satisfies BaseTranslation;

export default en_emails;
