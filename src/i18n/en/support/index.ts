// The support screens' texts: a namespace of its own, loaded with the route (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_support = {
  title: "Account support",
  intro: "Find a user by e-mail to see their sign-in history and help them back in.",
  emailLabel: "User's e-mail",
  find: "Find",
  searching: "Searching...",
  refresh: "Refresh",
  account: {
    roles: { user: "User", admin: "Admin" },
    verified: "E-mail verified",
    unverified: "E-mail not verified",
    joined: "Joined {date:string}",
  },
  status: {
    heading: "Status",
    loginLocked:
      "Login locked after {count:number} failed {{attempt|attempts}}; it unlocks by itself in {wait:string}.",
    loginOpen: "Login open; {count:number} failed {{attempt|attempts}} in the current 15-minute window.",
    codeNone: "No one-time code pending.",
    codeLive: "One-time code pending until {time:string}; {attempts:number} wrong {{try|tries}}.",
    codeLocked: "One-time code locked after {attempts:number} wrong {{try|tries}}.",
    codeExpired: "The last one-time code expired at {time:string}.",
    sessions: "Active sessions: {count:number}",
  },
  actions: {
    heading: "Actions",
    sendCode: "Send a new code",
    clearLockout: "Clear lockout",
    endSessions: "End all sessions",
    sendCodeHint: "A new code is only for an account whose e-mail is not verified yet.",
    working: "Working...",
    done: {
      sendCode: "A new code was sent to {email:string}.",
      clearLockout: "The lockout of {email:string} was cleared.",
      endSessions: "All sessions of {email:string} were ended.",
    },
  },
  timeline: {
    heading: "Auth events",
    empty: "No auth events yet.",
    by: "by {admin:string}",
    attemptsLeft: "{count:number} {{try|tries}} left",
    sessionsEnded: "{count:number} {{session|sessions}} ended",
    events: {
      registered: "Registered",
      code_sent: "Code sent",
      code_failed: "Code failed",
      code_expired: "Code expired",
      verified: "Verified",
      login_ok: "Login succeeded",
      login_failed: "Login failed",
      locked: "Locked",
      logout: "Logged out",
      lockout_cleared: "Lockout cleared",
      sessions_ended: "All sessions ended",
      profile_changed: "Profile changed",
      password_changed: "Password changed",
      reset_verified: "Password reset code or link used",
      password_reset: "Password reset",
      alert_triggered: "Price alert triggered",
    },
    alert: "{symbol:string} at {price:string}",
    delivery: "{channel:string}: {status:string}",
    channels: { email: "e-mail", push: "browser notification" },
    deliveryStates: { pending: "waiting", delivered: "delivered", failed: "failed" },
  },
} satisfies BaseTranslation;

export default en_support;
