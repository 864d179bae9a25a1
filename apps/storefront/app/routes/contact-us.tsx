import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { ContactForm } from "../features/support/contact-form";
import { loadStaticPage } from "../features/support/load-static-page.server";
import { StaticPageView, staticPageHeaders, staticPageMeta } from "../features/support/static-page";
import { contactAction } from "../features/support/support-actions.server";
import "../styles/support.css";

/** /contactus (spec 2 §2, §5, §8): the contact details, and the form that writes to customer care. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadStaticPage(context, "contactus", request);
}

/** The contact form posts here (decision 26). */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  return contactAction(args);
}

export const headers = staticPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => staticPageMeta("contactus", loaded);

export default function ContactUs() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <StaticPageView page={page}>
      <ContactForm />
    </StaticPageView>
  );
}
