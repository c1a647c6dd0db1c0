import { Link, Outlet } from 'react-router'
import { SITE } from '#common/site.ts'
import { Logo } from '../../components/layout/logo.tsx'

/** The sign-in pages: a centred narrow card on a grey background (spec §2). */
export default function LoginLayout() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gray-100 px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 font-semibold text-brand-900">
        <Logo />
        <span className="text-lg">{SITE.name}</span>
      </Link>
      <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </div>
    </main>
  )
}
