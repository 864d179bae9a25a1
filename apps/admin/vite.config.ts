import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * Assets are addressed under `/admin/assets/`, apart from the storefront's `/assets/`: the server
 * serves each app's build from its own folder, and no shopper's page ever names a back-office file.
 */
export default defineConfig({
  base: "/admin/",
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
  },
});
