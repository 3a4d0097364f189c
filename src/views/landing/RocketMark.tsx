// The Rockets mark: a rocket rising along a chart line, drawn inline (no request). The gradient's
// id is unique per mark: the page shows the mark twice (top bar, footer), and ids must not repeat.
import { useId } from "react";

export function RocketMark({ size = 28 }: { size?: number }) {
  const gradient = `rm-g${useId().replace(/:/g, "")}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#8b6cff" />
          <stop offset="1" stopColor="#2ee6a8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M6 23l6-6 4 3 9-10"
        fill="none"
        stroke="#0a0f1f"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M20 9h6v6" fill="none" stroke="#0a0f1f" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
