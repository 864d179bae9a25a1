export default function Home() {
  return <h1>Odin</h1>;
}
