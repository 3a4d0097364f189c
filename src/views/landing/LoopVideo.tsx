// A short looping video that costs nothing until it is near the viewport: no poster and no
// sources before that, then muted autoplay in a loop. When the user prefers reduced motion it
// stays paused on its poster with controls, so it plays only on request. The description is
// the text alternative, shown under the video.
import { styled } from "goober";
import { useEffect, useRef, useState } from "react";
import { colors, radii } from "../kit/styles";

interface LoopVideoProps {
  name: string;
  title: string;
  description: string;
  reducedMotionNote: string;
}

const Figure = styled("figure")`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  figcaption { display: grid; gap: 0.35rem; }
  figcaption strong { font-size: 1.1rem; }
  figcaption span { color: ${colors.muted}; line-height: 1.6; }
`;

const Frame = styled("div")`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: linear-gradient(180deg, #0a0f1f, #141c38);
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  video { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
`;

function usePrefersReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduce, setReduce] = useState(() => typeof matchMedia === "function" && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const list = matchMedia(query);
    const onChange = () => setReduce(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);
  return reduce;
}

/** True once the element comes within `margin` of the viewport (stays true). */
function useNearViewport(ref: React.RefObject<Element | null>, margin = "300px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

export function LoopVideo({ name, title, description, reducedMotionNote }: LoopVideoProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(frameRef);
  const reduce = usePrefersReducedMotion();
  const descId = `${name}-desc`;

  // React sets `muted` as a property only; the attribute keeps autoplay allowed everywhere.
  useEffect(() => {
    videoRef.current?.setAttribute("muted", "");
  }, []);

  // Sources added after mount need an explicit load().
  useEffect(() => {
    if (near) videoRef.current?.load();
  }, [near]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return;
    video.muted = true;
    if (reduce) video.pause();
    else void video.play().catch(() => {});
  }, [near, reduce]);

  const base = `/media/${name}`;
  return (
    <Figure>
      <Frame ref={frameRef}>
        <video
          ref={videoRef}
          aria-label={title}
          aria-describedby={descId}
          muted
          loop
          playsInline
          autoPlay={!reduce}
          controls={reduce}
          preload="none"
          width={640}
          height={360}
          poster={near ? `${base}-poster.webp` : undefined}
        >
          {near ? <source src={`${base}.webm`} type="video/webm" /> : null}
          {near ? <source src={`${base}.mp4`} type="video/mp4" /> : null}
        </video>
      </Frame>
      <figcaption>
        <strong>{title}</strong>
        <span id={descId}>
          {description}
          {reduce ? ` ${reducedMotionNote}` : ""}
        </span>
      </figcaption>
    </Figure>
  );
}
