/**
 * The hero's video poster, drawn in the page itself rather than fetched as an image: it paints with
 * the page's first frame, with no request in front of it on a phone's network (docs/performance.md,
 * "The hero's poster drawn in the page"). Decorative: the play button names the video.
 */
export function HeroPoster() {
  return (
    <svg
      viewBox="0 0 960 540"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="h-full w-full"
    >
      <defs>
        <linearGradient id="hero-poster-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset=".55" stopColor="#3730a3" />
          <stop offset="1" stopColor="#0369a1" />
        </linearGradient>
        <radialGradient id="hero-poster-glow">
          <stop offset="0" stopColor="#fff" stopOpacity=".22" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <pattern id="hero-poster-dots" width="32" height="32" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.5" fill="#fff" fillOpacity=".08" />
        </pattern>
      </defs>
      <rect width="960" height="540" fill="url(#hero-poster-sky)" />
      <rect width="960" height="540" fill="url(#hero-poster-dots)" />
      <circle cx="480" cy="250" r="190" fill="url(#hero-poster-glow)" />
      <circle cx="480" cy="250" r="120" fill="none" stroke="#fff" strokeOpacity=".12" strokeWidth="2" />
      <circle
        cx="480"
        cy="250"
        r="160"
        fill="none"
        stroke="#fff"
        strokeOpacity=".07"
        strokeWidth="2"
        strokeDasharray="6 10"
      />
      <path d="M0 470h960v70H0z" fill="#0f172a" fillOpacity=".45" />
      <g>
        <rect x="70" y="236" width="220" height="140" rx="10" fill="#0f172a" stroke="#94a3b8" strokeWidth="4" />
        <rect x="82" y="248" width="196" height="116" rx="4" fill="#1e293b" />
        <rect x="94" y="262" width="40" height="6" rx="3" fill="#38bdf8" />
        <rect x="104" y="276" width="77" height="6" rx="3" fill="#a5b4fc" />
        <rect x="114" y="290" width="54" height="6" rx="3" fill="#34d399" />
        <rect x="94" y="304" width="91" height="6" rx="3" fill="#fbbf24" />
        <rect x="104" y="318" width="68" height="6" rx="3" fill="#38bdf8" />
        <rect x="114" y="332" width="45" height="6" rx="3" fill="#a5b4fc" />
        <rect x="94" y="346" width="82" height="6" rx="3" fill="#34d399" />
        <path d="M168 376h24l8 30h-40z" fill="#94a3b8" />
        <rect x="40" y="404" width="300" height="14" rx="7" fill="#cbd5e1" />
        <path d="M70 418v52M310 418v52" stroke="#cbd5e1" strokeWidth="10" />
        <path d="M128 470c0-56 26-82 64-82s64 26 64 82z" fill="#0ea5e9" />
        <circle cx="192" cy="362" r="30" fill="#1e1b4b" />
        <path d="M166 376c4 12 14 18 26 18s22-6 26-18" fill="#8d5524" />
      </g>
      <g>
        <path d="M707 442C707 380.5 732.2 362.5 770 362.5S833 380.5 833 442Z" fill="#059669" />
        <circle cx="770" cy="322" r="30" fill="#c68642" />
        <path d="M740 322A30 30 0 0 1 800 322Q776 305.5 740 322Z" fill="#0f172a" />
        <rect x="620" y="404" width="300" height="14" rx="7" fill="#cbd5e1" />
        <path d="M650 418v52M890 418v52" stroke="#cbd5e1" strokeWidth="10" />
        <rect x="660" y="416" width="220" height="34" fill="#94a3b8" />
        <path d="M700 404l14-74h116l14 74z" fill="#e2e8f0" />
        <circle cx="772" cy="366" r="9" fill="#4338ca" />
        <rect x="860" y="352" width="26" height="52" rx="6" fill="#f59e0b" />
        <path
          d="M873 352c-14-30-6-50 0-62 6 12 14 32 0 62zM873 356c-20-16-26-30-24-44 12 6 22 20 24 44zM873 356c20-16 26-30 24-44-12 6-22 20-24 44z"
          fill="#34d399"
        />
      </g>
      <g>
        <rect x="60" y="70" width="170" height="110" rx="14" fill="#fff" fillOpacity=".95" />
        <path
          d="M84 156V128M110 156v-40M136 156v-22M162 156v-52M188 156v-34"
          stroke="#4338ca"
          strokeWidth="14"
          strokeLinecap="round"
        />
        <rect x="84" y="88" width="70" height="8" rx="4" fill="#334155" />
        <rect x="740" y="64" width="170" height="96" rx="14" fill="#fff" fillOpacity=".95" />
        <circle cx="772" cy="96" r="16" fill="#f59e0b" />
        <rect x="798" y="86" width="90" height="8" rx="4" fill="#334155" />
        <rect x="798" y="102" width="60" height="8" rx="4" fill="#cbd5e1" />
        <rect x="760" y="128" width="128" height="14" rx="7" fill="#059669" />
        <rect x="640" y="190" width="110" height="70" rx="12" fill="#0ea5e9" />
        <path
          d="M662 242l18-20 16 12 32-26"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="262" y="150" width="64" height="64" rx="14" fill="#059669" />
        <path
          d="M282 170l-8 12 8 12M308 170l8 12-8 12"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g fill="#fff" fillOpacity=".5">
        <circle cx="340" cy="90" r="4" />
        <circle cx="620" cy="120" r="3" />
        <circle cx="580" cy="420" r="5" />
        <circle cx="380" cy="430" r="3" />
      </g>
    </svg>
  );
}
