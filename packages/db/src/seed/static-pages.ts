import { RETURNS, type StaticPage, type StaticPageKey, SUPPORT } from "@odin/contracts";

/** Demo support contacts (fictional numbers and a reserved .example domain). */
export const SUPPORT_CONTACTS = {
  phone: "1800 123 4567",
  email: "care@odin.example",
  whatsapp: "+91 90000 12345",
} as const;

const TIMELINE: readonly [string, string][] = [
  ["1998", "Urban Stripe Polo Co. opens its first shop on Brigade Road, Bengaluru, selling piqué polos."],
  ["2004", "Neelam Weaves starts with twelve block-printing families in Sanganer, Jaipur."],
  ["2009", "Flint Mills launches its first denim line; the three brands form the Odin retail group."],
  ["2013", "Stride Essentials and Saffron Steps join; the group crosses 100 stores."],
  ["2016", "odin.example goes live with home delivery across India."],
  ["2019", "Pickup from the nearest store and same-day delivery in eight metros."],
  ["2022", "Aranya Looms partners with handloom clusters in eight states."],
  ["2025", "17+ brands, 150+ stores in 27 cities and a loyalty programme for every shopper."],
];

function whoWeAre(): StaticPage {
  const timeline = TIMELINE.map(([year, text]) => `<li><strong>${year}</strong> ${text}</li>`).join("");
  return {
    title: "Who We Are",
    description:
      "<p>Odin is an Indian fashion retail group. We design, make and sell clothes, footwear and accessories " +
      "under our own brands, online and in our stores.</p>" +
      `<h2>Our story</h2><ul class="timeline">${timeline}</ul>` +
      "<h2>What we believe</h2><p>Good clothes should be made fairly, last long and cost what they are worth. " +
      'Read about <a href="/brandslist">our brands</a> or <a href="/store-locator">visit a store</a>.</p>',
  };
}

function customerCare(): StaticPage {
  const conditions = RETURNS.conditions.join(", ");
  const nonReturnable = RETURNS.nonReturnableArticleGroups.join(", ");
  return {
    title: "Customer Care",
    description:
      "<h2>How can we help?</h2>" +
      `<h3>Call us</h3><p><a href="tel:18001234567">${SUPPORT_CONTACTS.phone}</a>, ${SUPPORT.callLineHours}.</p>` +
      `<h3>E-mail</h3><p><a href="mailto:${SUPPORT_CONTACTS.email}">${SUPPORT_CONTACTS.email}</a>: we reply within ${SUPPORT.emailReplyWithinHours} hrs.</p>` +
      `<h3>WhatsApp</h3><p>${SUPPORT_CONTACTS.whatsapp}, ${SUPPORT.whatsappHours}.</p>` +
      `<h2 id="returns-and-exchanges">Returns and exchanges</h2>` +
      `<p>You can return most styles within <strong>${RETURNS.returnWindowDays} days</strong> of delivery. ` +
      `Items must be ${conditions}.</p>` +
      `<ul><li>Non-returnable: ${nonReturnable}.</li>` +
      "<li>We pick up the return from your delivery address.</li>" +
      `<li>Refunds reach your original payment method in ${RETURNS.refundMinDays}-${RETURNS.refundMaxDays} days after pickup.</li></ul>` +
      "<h2>Frequently asked questions</h2>" +
      '<h3>Where is my order?</h3><p>See <a href="/myorders">My Orders</a> for live status and tracking.</p>' +
      "<h3>Can I pick up from a store?</h3><p>Yes: choose <em>Pickup from the nearest</em> at checkout and collect it " +
      'from a store near your pincode. <a href="/store-locator">Find a store</a>.</p>' +
      "<h3>Can I cancel an order?</h3><p>Orders can be cancelled from My Orders until they are shipped.</p>",
  };
}

function terms(): StaticPage {
  return {
    title: "Terms & Conditions",
    description:
      "<p>These terms apply to purchases on this store. By placing an order you accept them.</p>" +
      "<h2>Prices and payment</h2><p>All prices are in Indian rupees and include GST. " +
      "An order is confirmed when payment succeeds or, for cash on delivery, when we accept it.</p>" +
      "<h2>Offers</h2><p>Offers and coupons have their own terms, shown with each offer; only one coupon applies per order.</p>" +
      `<h2>Returns</h2><p>See <a href="/customercare#returns-and-exchanges">Returns and exchanges</a>.</p>` +
      "<h2>Governing law</h2><p>These terms are governed by the laws of India; courts in Bengaluru have jurisdiction.</p>",
  };
}

function privacy(): StaticPage {
  return {
    title: "Privacy Policy",
    description:
      "<p>We collect what we need to sell to you and deliver your orders: your name, mobile number, e-mail, " +
      "addresses and order history.</p>" +
      "<h2>How we use it</h2><ul><li>To process and deliver orders</li><li>To run the loyalty programme</li>" +
      "<li>To send offers, only if you agree</li></ul>" +
      "<h2>Sharing</h2><p>We share delivery details with our courier partners and payment details with payment gateways; " +
      "we do not sell personal data.</p>" +
      `<h2>Your choices</h2><p>Write to <a href="mailto:${SUPPORT_CONTACTS.email}">${SUPPORT_CONTACTS.email}</a> ` +
      "to see, correct or delete your data.</p>",
  };
}

function contactUs(): StaticPage {
  return {
    title: "Contact Us",
    description:
      "<p>Questions about an order, a size or a store? Write to us with the form below, or reach us directly.</p>" +
      `<ul><li>Call <a href="tel:18001234567">${SUPPORT_CONTACTS.phone}</a>, ${SUPPORT.callLineHours}</li>` +
      `<li>E-mail <a href="mailto:${SUPPORT_CONTACTS.email}">${SUPPORT_CONTACTS.email}</a>: we reply within ${SUPPORT.emailReplyWithinHours} hrs</li>` +
      `<li>WhatsApp ${SUPPORT_CONTACTS.whatsapp}, ${SUPPORT.whatsappHours}</li></ul>` +
      '<p>For returns, see <a href="/customercare#returns-and-exchanges">Returns and exchanges</a>.</p>',
  };
}

const TESTIMONIALS: readonly [string, string][] = [
  [
    "Ananya R., Pune",
    "I check new arrivals from all my favourite brands in one place and pick up from the store near my office.",
  ],
  [
    "Rohit M., Kochi",
    "Returns are a two-tap job, and my loyalty points show up right after delivery. The app is quick even on 3G.",
  ],
];

function apps(): StaticPage {
  const quotes = TESTIMONIALS.map(
    ([who, words]) => `<li class="testimonial"><p>“${words}”</p><p><strong>${who}</strong></p></li>`,
  ).join("");
  return {
    title: "Get the Odin app",
    description:
      "<p>All our brands in your pocket: new arrivals first, offers only the app gets, order tracking and " +
      "your loyalty points wherever you are.</p>" +
      "<ul><li>Shop 17+ brands in one bag</li><li>Pickup from the nearest store</li><li>Easy returns from My Orders</li></ul>" +
      `<h2>What shoppers say</h2><ul class="testimonials">${quotes}</ul>`,
  };
}

/** Static page texts by key (whoweare, customercare, terms, privacy, and the contact and app pages). */
export function staticPages(): Record<StaticPageKey, StaticPage> {
  return {
    whoweare: whoWeAre(),
    customercare: customerCare(),
    terms: terms(),
    privacy: privacy(),
    contactus: contactUs(),
    apps: apps(),
  };
}
