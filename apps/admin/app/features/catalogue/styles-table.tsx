import { formatCount, formatRupees, type StyleSummary } from "@odin/contracts";
import { Link } from "react-router";
import { ScrollTable } from "../../ui/scroll-table";

/**
 * One page of styles, each code linking to the style's page: what it is, its lowest selling price
 * and MRP, whether shoppers see it, and how many sizes and sellable units it has. On a narrow screen
 * the table scrolls sideways in its own region.
 */
export function StylesTable({ styles }: { styles: readonly StyleSummary[] }) {
  return (
    <ScrollTable id="styles" caption="Styles" compact>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Name</th>
          <th scope="col">Brand</th>
          <th scope="col">Article type</th>
          <th scope="col">Colour</th>
          <th scope="col">Price</th>
          <th scope="col">MRP</th>
          <th scope="col">Published</th>
          <th scope="col">Sizes</th>
          <th scope="col">Units</th>
        </tr>
      </thead>
      <tbody>
        {styles.map((style) => (
          <tr key={style.styleId}>
            <td>
              <Link to={`/catalogue/${style.styleId}`}>{style.code}</Link>
            </td>
            <td className="wide-cell">{style.name}</td>
            <td>{style.brandName}</td>
            <td>
              {style.articleTypeName}
              <span className="cell-note">{style.gender}</span>
            </td>
            <td>{style.colour}</td>
            <td className="nowrap">{formatRupees(style.price)}</td>
            <td className="nowrap">{formatRupees(style.mrp)}</td>
            <td>{style.published ? "Published" : <strong>Not published</strong>}</td>
            <td className="nowrap">{formatCount(style.sizes)}</td>
            <td className="nowrap">
              {style.units === 0 ? <strong>Out of stock</strong> : formatCount(style.units)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
