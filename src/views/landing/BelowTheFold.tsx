// Everything of the landing page below the hero, in a chunk of its own that loads right after
// the first render (the hero and the top bar paint without it). A #section in the address is
// honoured once the sections are in.
import { useEffect } from "react";
import { About } from "./About";
import { Features } from "./Features";
import { Footer } from "./Footer";
import { Insights } from "./Insights";
import { Media } from "./Media";
import { Pricing } from "./Pricing";
import { Solutions } from "./Solutions";

export function Sections() {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <>
      <Media />
      <Features />
      <Solutions />
      <Pricing />
      <Insights />
      <About />
    </>
  );
}

export { Footer };
