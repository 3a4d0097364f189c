// Interim screen: its issue replaces this with the real one.
import { Link } from "@tanstack/react-router";

export function UnderDevelopment() {
  return (
    <main data-screen="UnderDevelopment">
      <h1>UnderDevelopment</h1>
      <Link to="/">Rockets</Link>
    </main>
  );
}
