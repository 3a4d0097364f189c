// The service worker of price alerts' browser notifications (docs/architecture.md, "Price
// alerts"): push only — no caching, no fetch handler. The payload is the alert's JSON.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = data.title || data.symbol || "Rockets";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      tag: data.id ? `alert-${data.id}` : undefined,
      data: { url: data.url || "/investment-screener?tab=watchlist" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data?.url || "/"));
});
