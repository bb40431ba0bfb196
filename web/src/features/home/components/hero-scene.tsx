import { Box } from '@chakra-ui/react';

/**
 * The hero's full-bleed background: a warm, softly lit bedroom drawn as inline SVG (a window with
 * evening light, an upholstered bed, a bedside lamp), with a dark gradient on the text side so white
 * text stays legible. Decorative only; nothing is downloaded.
 */
export function HeroScene() {
  return (
    <Box position="absolute" inset="0" aria-hidden="true" overflow="hidden" bg="#3b2f27">
      <svg
        width="100%"
        height="100%"
        viewBox="0 0 1440 900"
        preserveAspectRatio="xMidYMax slice"
        xmlns="http://www.w3.org/2000/svg"
        focusable="false"
      >
        <defs>
          <linearGradient id="hero-wall" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4a3a2f" />
            <stop offset="0.55" stopColor="#6e5443" />
            <stop offset="1" stopColor="#8a6a52" />
          </linearGradient>
          <linearGradient id="hero-floor" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#5b4536" />
            <stop offset="1" stopColor="#2f241d" />
          </linearGradient>
          <linearGradient id="hero-window" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f6d9a6" />
            <stop offset="1" stopColor="#e8a86d" />
          </linearGradient>
          <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#ffd9a0" stopOpacity="0.75" />
            <stop offset="1" stopColor="#ffd9a0" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="hero-duvet" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f1e7da" />
            <stop offset="1" stopColor="#d8c7b2" />
          </linearGradient>
          <linearGradient id="hero-shade" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#1c1a17" stopOpacity="0.92" />
            <stop offset="0.45" stopColor="#1c1a17" stopOpacity="0.62" />
            <stop offset="0.8" stopColor="#1c1a17" stopOpacity="0.12" />
            <stop offset="1" stopColor="#1c1a17" stopOpacity="0.05" />
          </linearGradient>
        </defs>

        <rect width="1440" height="900" fill="url(#hero-wall)" />
        {/* wall panelling */}
        <g stroke="#ffffff" strokeOpacity="0.06" strokeWidth="2" fill="none">
          <rect x="560" y="160" width="260" height="420" rx="4" />
          <rect x="840" y="160" width="260" height="420" rx="4" />
        </g>

        {/* window with evening light */}
        <rect x="1140" y="110" width="250" height="420" rx="6" fill="url(#hero-window)" />
        <g stroke="#5b4536" strokeWidth="10">
          <line x1="1265" y1="110" x2="1265" y2="530" />
          <line x1="1140" y1="300" x2="1390" y2="300" />
        </g>
        <rect
          x="1140"
          y="110"
          width="250"
          height="420"
          rx="6"
          fill="none"
          stroke="#4a3a2f"
          strokeWidth="14"
        />
        <path d="M1120 96 h290 v20 h-290z" fill="#3d3028" />
        <path d="M1110 110 q40 200 10 440 h40 q20 -220 -10 -440z" fill="#c9a27e" opacity="0.85" />
        <polygon points="1140,530 1390,530 1440,900 980,900" fill="#f6d9a6" opacity="0.08" />

        {/* floor and rug */}
        <rect y="690" width="1440" height="210" fill="url(#hero-floor)" />
        <ellipse cx="820" cy="840" rx="520" ry="60" fill="#b98c68" opacity="0.35" />

        {/* bedside table and lamp */}
        <rect x="420" y="560" width="120" height="140" rx="6" fill="#4b382b" />
        <rect x="432" y="600" width="96" height="4" fill="#6a5140" />
        <circle cx="470" cy="455" r="150" fill="url(#hero-glow)" />
        <rect x="466" y="500" width="8" height="60" fill="#2f241d" />
        <path d="M425 430 h90 l-20 75 h-50z" fill="#f3dfbf" />

        {/* bed: headboard, base, duvet, pillows, throw */}
        <rect x="570" y="380" width="540" height="240" rx="28" fill="#7d6150" />
        <g stroke="#6a503f" strokeWidth="3">
          <line x1="660" y1="392" x2="660" y2="610" />
          <line x1="750" y1="392" x2="750" y2="610" />
          <line x1="840" y1="392" x2="840" y2="610" />
          <line x1="930" y1="392" x2="930" y2="610" />
          <line x1="1020" y1="392" x2="1020" y2="610" />
        </g>
        <rect x="540" y="640" width="600" height="80" rx="10" fill="#6a503f" />
        <rect x="552" y="718" width="18" height="26" fill="#2f241d" />
        <rect x="1110" y="718" width="18" height="26" fill="#2f241d" />
        <path d="M545 585 q295 -40 590 0 v70 h-590z" fill="url(#hero-duvet)" />
        <rect x="610" y="520" width="220" height="80" rx="30" fill="#f7f0e6" />
        <rect x="850" y="520" width="220" height="80" rx="30" fill="#f7f0e6" />
        <rect x="700" y="548" width="150" height="60" rx="22" fill="#c98f63" />
        <path d="M545 640 h590 v40 q-295 20 -590 0z" fill="#b0764f" />

        {/* legibility shade on the text side */}
        <rect width="1440" height="900" fill="url(#hero-shade)" />
      </svg>
      {/* On narrow screens the bed sits behind the text: darken the whole scene a little more. */}
      <Box position="absolute" inset="0" bg={{ base: 'blackAlpha.500', md: 'transparent' }} />
    </Box>
  );
}
