// Interim screen: its issue replaces this with the real one.
import { Link } from "@tanstack/react-router";

export function DashboardPage() {
  return (
    <main data-screen="DashboardPage">
      <h1>DashboardPage</h1>
      <Link to="/">Rockets</Link>
    </main>
  );
}
