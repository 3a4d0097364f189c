// Interim screen: its issue replaces this with the real one.
import { Link } from "@tanstack/react-router";

export function ScannerPage() {
  return (
    <main data-screen="ScannerPage">
      <h1>ScannerPage</h1>
      <Link to="/">Rockets</Link>
    </main>
  );
}
