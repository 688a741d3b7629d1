import sharp from "sharp";
const [out, ...files] = process.argv.slice(2);
const W=360,H=240,cols=4;
const tiles = await Promise.all(files.map(f=>sharp("/work/shared/data/images/"+f).resize(W,H,{fit:"cover"}).png().toBuffer()));
const rows=Math.ceil(files.length/cols);
const comp=[];
tiles.forEach((t,i)=>{const x=(i%cols)*W,y=Math.floor(i/cols)*(H+20);comp.push({input:t,left:x,top:y});
 const svg=`<svg width="${W}" height="20"><rect width="${W}" height="20" fill="white"/><text x="4" y="15" font-size="13">${i}: ${files[i]}</text></svg>`;comp.push({input:Buffer.from(svg),left:x,top:y+H});});
await sharp({create:{width:W*cols,height:rows*(H+20),channels:3,background:"white"}}).composite(comp).png().toFile(out);
