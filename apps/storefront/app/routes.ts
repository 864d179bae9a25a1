import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/listing.tsx", { id: "products" }),
  route("styles", "routes/listing.tsx", { id: "styles" }),
  route("search", "routes/listing.tsx", { id: "search" }),
  route("noresults", "routes/no-results.tsx"),
  route("brandslist", "routes/brands-list.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("account/addresses", "routes/account-addresses.tsx"),
  route("mybag", "routes/my-bag.tsx"),
  route("favorites", "routes/favorites.tsx", { id: "favorites" }),
  route("favorites/shortlists", "routes/favorites.tsx", { id: "favorites-shortlists" }),
  route("delivery_charges", "routes/delivery-charges.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/shipping", "routes/checkout-shipping.tsx"),
  route("checkout/payment", "routes/checkout-payment.tsx"),
  route("checkout/onpaymentfailure", "routes/checkout-payment-failure.tsx"),
  route("orderconfirmation/:orderId/:status", "routes/order-confirmation.tsx", { id: "order-confirmation" }),
  route("orderconfirmation/:orderId/:status/:transactionId", "routes/order-confirmation.tsx", {
    id: "order-confirmation-transaction",
  }),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
