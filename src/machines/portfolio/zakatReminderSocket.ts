// The live zakat reminders (docs/portfolio.md, "Zakat years"): the "zakat" topic of the live
// connection (src/client/socket.ts), read on every signed-in page; the view shows each as a toast.
import { subscribe } from "../../client/socket";
import type { ZakatReminderEvent } from "../../shared/portfolio";

/** Listens for zakat reminders; returns the unsubscribe. */
export function listenForZakatReminders(onReminder: (event: ZakatReminderEvent) => void): () => void {
  return subscribe("zakat", { message: onReminder });
}
