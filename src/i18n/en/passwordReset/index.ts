// Texts of the forgot-password screens (the login dialog's reset stage and the page of the
// e-mailed link) and of the reset calls' answers: a namespace of its own, loaded when it is
// opened, so the landing page does not ship them (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_passwordReset = {
  title: "Reset your password",
  back: "Back to login",
  email: {
    intro:
      "Enter the e-mail address of your account. We will send it a 6-digit code and a link to choose a new password.",
    label: "E-mail",
    submit: "Send me a code",
    submitting: "Sending...",
  },
  code: {
    intro:
      "If {email:string} has an account, we sent it a 6-digit code and a link. Enter the code here, or open the link in the e-mail. Both work for 5 minutes.",
    label: "6-digit code",
    incomplete: "Enter the 6 digits of the code.",
    submit: "Continue",
    submitting: "Checking...",
    resend: "Send the e-mail again",
    resending: "Sending...",
    resent: "If the address has an account, the e-mail is on its way again.",
  },
  password: {
    intro: "Choose a new password for {email:string}. Every device signed in to the account will be signed out.",
    label: "New password",
    hint: "At least 8 characters; a common password is refused.",
    submit: "Save the new password",
    submitting: "Saving...",
  },
  link: {
    title: "Choose a new password",
    intro:
      "You opened the password reset link from our e-mail. Press the button to continue. The link works once, for 5 minutes.",
    submit: "Continue",
    submitting: "Opening...",
    missing: "This address has no reset link in it. Open the link from the e-mail again, or ask for a new one.",
    invalid: "This password reset link has expired or was already used.",
    again: "Ask for a new one from the login page.",
    toLogin: "Go to the login page",
  },
  expired: "The time to choose a new password ran out.",
  restart: "Start again",
  done: "Your password is changed and every device was signed out. Sign in with your new password.",
  signIn: "Sign in",
  server: {
    sent: "If this address has an account, we sent it a code and a link.",
    changed: "Your password is changed. Please sign in with it.",
  },
} satisfies BaseTranslation;

export default en_passwordReset;
