import { adminRoutes } from "@odin/contracts";
import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { type BrandAnswer, brandAction } from "../features/catalogue/brand-actions";
import { BrandDeclarationsSection } from "../features/catalogue/brand-declarations";
import { CATALOGUE_WRITE } from "../features/catalogue/style-actions";
import { api } from "../lib/api";
import { mayUse } from "../lib/areas";
import { requireArea } from "../lib/session";

export { ErrorPage as ErrorBoundary } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Brands' legal declarations · Odin back office" }];

/**
 * The brands' legal declarations: who makes their goods and where, the country of origin, customer
 * care and the seller, which every product page of the brand shows unless its style declares its
 * own. A role holding catalogue:write sets each brand's.
 */
export async function clientLoader({ request }: Pick<ClientLoaderFunctionArgs, "request">) {
  const session = await requireArea("catalogue", request);
  const { brands } = await api.call(adminRoutes.brandDeclarations, undefined, { request });
  return { brands, canWrite: mayUse(session.staff.permissions, CATALOGUE_WRITE) };
}

export async function clientAction({
  request,
}: Pick<ClientActionFunctionArgs, "request">): Promise<BrandAnswer> {
  return brandAction(request);
}

export default function CatalogueBrands() {
  const { brands, canWrite } = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  return (
    <>
      <p className="crumbs">
        <Link to="/catalogue">Catalogue</Link>
      </p>
      <h1>Brands' legal declarations</h1>
      <p className="lead">
        What every product page of a brand must show (Legal Metrology rule 6, Consumer Protection (E-Commerce)
        rule 6(5)), unless its style declares its own: the maker and their address, the country of origin,
        customer care and the seller.
      </p>
      {brands.length === 0 ? (
        <p className="empty">No brands yet.</p>
      ) : (
        <div className="record-sections">
          {brands.map((brand) => (
            <BrandDeclarationsSection
              key={brand.brandId}
              brand={brand}
              canWrite={canWrite}
              answer={answer?.brandId === brand.brandId ? answer : undefined}
            />
          ))}
        </div>
      )}
    </>
  );
}
