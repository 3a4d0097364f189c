// The system ids of the app's long-lived actors (docs/architecture.md, Client), apart from the
// typed lookup in ./system.ts: the session machines name their ids here without importing the
// app machine's actor types, which import them (no import cycle).
export const SYSTEM_ID = {
  language: "language",
  session: "session",
  partnerSession: "partnerSession",
} as const;
