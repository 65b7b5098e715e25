import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Server-only database drivers stay out of the bundle: they are loaded from node_modules at run time.
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
};

export default nextConfig;
