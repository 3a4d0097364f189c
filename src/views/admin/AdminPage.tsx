// Interim screen: its issue replaces this with the real one.
import { Link } from "@tanstack/react-router";

export function AdminPage() {
  return (
    <main data-screen="AdminPage">
      <h1>AdminPage</h1>
      <Link to="/">Rockets</Link>
    </main>
  );
}
