// Texts of the account page (/account) and of its server errors: a namespace of its own, loaded
// with the page, so the landing page does not ship them (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_accountPage = {
  title: "Your account",
  back: "Back to the scanner",
  loading: "Loading your account…",
  loadFailed: "Your account could not be loaded.",
  retry: "Try again",
  profile: {
    title: "Profile",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    emailHint: "Your e-mail address is the name you sign in with.",
    language: "Language of the app and of e-mails",
    save: "Save",
    saved: "Your profile is saved.",
  },
  password: {
    title: "Change password",
    current: "Current password",
    next: "New password",
    hint: "At least 8 characters; a common password is refused.",
    submit: "Change password",
    done: "Your password is changed. Every other device was signed out.",
  },
  sessions: {
    title: "Sign out everywhere",
    text: "Ends your sessions on every device and browser, this one included.",
    submit: "Sign out everywhere",
    done: "You are signed out on every device.",
  },
  data: {
    title: "Download my data",
    text: "A JSON file of everything we keep about you: profile, watchlists, alerts and their history, push subscriptions, sessions and sign-in history.",
    submit: "Download my data",
    done: "Your data was downloaded.",
  },
  remove: {
    title: "Delete account",
    text: "Deletes your account and everything in it: watchlists, alerts, alert history, push subscriptions and sessions. This cannot be undone.",
    byPassword: "Confirm with my password",
    byCode: "I do not remember my password: e-mail me a code",
    password: "Current password",
    code: "Code from the e-mail",
    sendCode: "E-mail me a code",
    codeSent: "We e-mailed a 6-digit code to {email:string}. It works for 5 minutes.",
    submit: "Delete my account for good",
    cancel: "Cancel",
    confirm: "Yes, delete my account",
    confirmText: "Your account and all its data will be deleted now. This cannot be undone.",
    done: "Your account was deleted.",
  },
  languages: {
    en: "English",
    ar: "العربية",
  },
  errors: {
    wrong_password: "The current password is not right.",
    password_locked: "Too many wrong passwords. Try again in {wait:string}.",
    same_password: "The new password must differ from the current one.",
  },
  fields: {
    currentPassword: "Current password",
    newPassword: "New password",
    language: "Language",
    code: "Code",
  },
} satisfies BaseTranslation;

export default en_accountPage;
