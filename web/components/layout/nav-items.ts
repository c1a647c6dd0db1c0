// The navigation of spec §2, shared by the top bar and the mobile side menu.
export const MAIN_NAV = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Development', to: '/development' },
  { label: 'Find Lots', to: '/screen' },
  { label: 'About Us', to: '/about' },
  { label: 'Blog', to: '/blog' },
] as const
