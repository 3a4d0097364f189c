// Interim screen: its issue replaces this with the real one.
import { Link } from "@tanstack/react-router";

export function PartnerLogin() {
  return (
    <main data-screen="PartnerLogin">
      <h1>PartnerLogin</h1>
      <Link to="/">Rockets</Link>
    </main>
  );
}
