"""CIEDE2000 colour difference (ΔE2000) of sRGB pixels, and PNG loading, for the ios26 calibration scripts."""
import sys, math
import numpy as np
from PIL import Image
def srgb2lab(c):
    c=np.asarray(c,dtype=float)/255.0
    c=np.where(c<=0.04045,c/12.92,((c+0.055)/1.055)**2.4)
    M=np.array([[0.4124564,0.3575761,0.1804375],[0.2126729,0.7151522,0.0721750],[0.0193339,0.1191920,0.9503041]])
    xyz=c@M.T
    xyz=xyz/np.array([0.95047,1.0,1.08883])
    f=np.where(xyz>0.008856,np.cbrt(xyz),7.787*xyz+16/116)
    L=116*f[...,1]-16; a=500*(f[...,0]-f[...,1]); b=200*(f[...,1]-f[...,2])
    return np.stack([L,a,b],-1)
def de2000(lab1,lab2):
    L1,a1,b1=lab1[...,0],lab1[...,1],lab1[...,2]; L2,a2,b2=lab2[...,0],lab2[...,1],lab2[...,2]
    C1=np.hypot(a1,b1); C2=np.hypot(a2,b2); Cb=(C1+C2)/2
    G=0.5*(1-np.sqrt(Cb**7/(Cb**7+25**7)))
    a1p=(1+G)*a1; a2p=(1+G)*a2
    C1p=np.hypot(a1p,b1); C2p=np.hypot(a2p,b2)
    h1p=np.degrees(np.arctan2(b1,a1p))%360; h2p=np.degrees(np.arctan2(b2,a2p))%360
    dLp=L2-L1; dCp=C2p-C1p
    dhp=h2p-h1p; dhp=np.where(dhp>180,dhp-360,dhp); dhp=np.where(dhp<-180,dhp+360,dhp)
    dhp=np.where(C1p*C2p==0,0,dhp)
    dHp=2*np.sqrt(C1p*C2p)*np.sin(np.radians(dhp/2))
    Lbp=(L1+L2)/2; Cbp=(C1p+C2p)/2
    hbp=np.where(np.abs(h1p-h2p)>180,(h1p+h2p+360)/2,(h1p+h2p)/2); hbp=np.where(C1p*C2p==0,h1p+h2p,hbp)
    T=1-0.17*np.cos(np.radians(hbp-30))+0.24*np.cos(np.radians(2*hbp))+0.32*np.cos(np.radians(3*hbp+6))-0.20*np.cos(np.radians(4*hbp-63))
    dth=30*np.exp(-((hbp-275)/25)**2); Rc=2*np.sqrt(Cbp**7/(Cbp**7+25**7))
    Sl=1+0.015*(Lbp-50)**2/np.sqrt(20+(Lbp-50)**2); Sc=1+0.045*Cbp; Sh=1+0.015*Cbp*T; Rt=-np.sin(np.radians(2*dth))*Rc
    return np.sqrt((dLp/Sl)**2+(dCp/Sc)**2+(dHp/Sh)**2+Rt*(dCp/Sc)*(dHp/Sh))
def load(p): return np.asarray(Image.open(p).convert('RGB')).astype(float)
def region_de(A,B,y0,y1,x0,x1):
    a=A[y0:y1,x0:x1]; b=B[y0:y1,x0:x1]
    d=de2000(srgb2lab(a),srgb2lab(b)); return d.mean(), d.max(), a.reshape(-1,3).mean(0), b.reshape(-1,3).mean(0)
def platter_box(A,y0,y1,x0,x1,thr=254.5):
    # pixels brighter than surroundings (white platter on shadowed halo) — find platter as region of value>=thr bounded by halo
    sub=A[y0:y1,x0:x1].mean(2)
    return sub
